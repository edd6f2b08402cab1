CREATE TABLE "analytics_day_values" (
	"day" date NOT NULL,
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "analytics_day_values_day_dimension_value_pk" PRIMARY KEY("day","dimension","value")
);
