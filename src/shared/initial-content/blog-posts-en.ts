/**
 * The English texts of the four initial blog posts (same slugs, images and dates in both languages; see
 * initial-content/index.ts). Written once into the database as rows, then the staff's to edit. `content` is our own
 * static HTML: paragraphs, h3 headings and lists.
 */
import type { InitialPostText } from './types';

export const INITIAL_POSTS_EN: readonly InitialPostText[] = [
  {
    slug: 'preparing-for-a-new-website',
    title: 'Preparing for a new website: 7 things to settle before you start',
    description:
      'A good website starts with a clear brief, not with graphics. Go through seven questions that make working with an agency faster and cheaper.',
    content: `<p>A new website is an investment that should pay for itself. The most common reason a project drags on or goes over budget is not technology but an unclear brief. Settle a few things before the first meeting and you will save weeks of work and real money.</p>
<h3>1. What the website should do for your business</h3>
<p>Should it bring in enquiries, sell, or mainly build trust? Try to express the goal as a number, such as “ten enquiries a month”. The goal shapes the page structure and where the main buttons lead.</p>
<h3>2. Who your customers are</h3>
<p>Describe two or three typical visitors: what they are looking for, what they ask and what convinces them. A website written for specific people works better than one written “for everyone”.</p>
<h3>3. Which pages you really need</h3>
<p>A small business often needs just five pages: home, services, references, about and contact. Every extra page means more copy, more photos and more maintenance, so only add pages with a clear purpose.</p>
<h3>4. Who prepares the copy and photos</h3>
<p>Content is the biggest bottleneck in most projects. Decide what you will write yourself and where you want help. Real photos of your premises and team always feel more trustworthy than stock images.</p>
<h3>5. Language versions</h3>
<p>If you also serve international clients, plan for an English version from the start. Adding a language later takes more work than designing for it from day one.</p>
<h3>6. Budget and deadline</h3>
<p>Tell the agency openly what budget you have in mind. The point is not to spend all of it, but to get a proposal that fits your means. Mention fixed dates too, such as the opening of a new shop.</p>
<h3>7. What happens after launch</h3>
<p>A website is not finished on launch day. Agree who will update the content, look after backups and security, and how you will measure results.</p>
<ul>
<li>Write down the goal of the website in one sentence.</li>
<li>Send the agency three websites you like and explain why.</li>
<li>Have your logo, contact details and a list of services with prices ready.</li>
</ul>
<p>With a brief like this we can usually deliver the first design within two weeks. If you are unsure about any of the points, we are happy to go through them with you in a free consultation.</p>`,
    author: 'Tereza Nováková',
    category: 'Web Development',
    tags: ['Website', 'Brief', 'Small business'],
    imageUrl: '/images/blog/preparing-for-a-new-website.svg',
    publishedAt: '2026-10-20',
  },
  {
    slug: 'local-seo-google-business-profile',
    title: 'Local SEO: how customers find you on Google in your town',
    description:
      'A Google Business Profile is the cheapest advertising a local business can get. Here is how to complete it, collect reviews and connect it to your website.',
    content: `<p>When someone searches for “hairdresser Olomouc” or “accountant near me”, Google first shows a map with three businesses. Getting into those three is often worth more to a local business than the top spot in the regular results. The good news is that much of it is in your own hands.</p>
<h3>Fill in your Google Business Profile completely</h3>
<p>The profile is free and it is the foundation of local SEO. Choose the most precise primary category, add opening hours including public holidays, your services, service area and a link to your website. Upload real photos of your premises, team and work. Profiles with photos get noticeably more requests for directions and more calls.</p>
<h3>Reviews: steadily, not all at once</h3>
<p>The number and freshness of reviews are among the strongest signals. Ask happy customers right after a job is done, ideally with a short link in an email or a QR code at the counter. Reply to every review, and answer critical ones calmly and factually. Future customers mostly read your replies.</p>
<h3>The same details everywhere</h3>
<p>Your business name, address and phone number must be written the same way on your website, in your profile and in directories. Differences such as an abbreviated street name or two different phone numbers confuse search engines and reduce trust in your details.</p>
<h3>A website that talks about your area</h3>
<p>Mention the town and region you serve in headings and body text, but naturally. If you serve several towns, create a separate page for each with specific information, not a copy with the name swapped. Add a map, your address in the footer and local business structured data.</p>
<h3>Quick checklist</h3>
<ul>
<li>A verified profile with an accurate category and opening hours</li>
<li>At least ten up-to-date photos</li>
<li>A new review every month and a reply to each one</li>
<li>Consistent name, address and phone number everywhere</li>
<li>A fast website that works well on mobile</li>
</ul>
<p>Local SEO usually shows results within two to three months. It is worth the patience: these are customers who are looking for you right now, just around the corner.</p>`,
    author: 'Martin Dvořák',
    category: 'Marketing',
    tags: ['SEO', 'Google', 'Local business'],
    imageUrl: '/images/blog/local-seo-google-business-profile.svg',
    publishedAt: '2026-09-08',
  },
  {
    slug: 'consistent-brand-identity',
    title: 'A consistent brand: a logo, colours and type that hold together',
    description:
      'A brand is more than a logo. We explain what a visual identity is made of, why it needs simple rules and how to keep it consistent on your website and social media.',
    content: `<p>Customers meet your business on your website, on Instagram, on an invoice and on the side of your van. Every time, they should feel they are dealing with the same company. That is what a consistent visual identity does: it builds recognition and trust without you paying for it again and again.</p>
<h3>A logo in several versions</h3>
<p>One logo is not enough. You need a main version, a simplified one for small sizes (such as a profile icon) and a version for dark backgrounds. The logo should also work in black and white and at a width of just a few millimetres.</p>
<h3>A colour palette with clear roles</h3>
<p>Choose one or two main colours, one accent colour and neutral shades for text and backgrounds. Give every colour a role: what highlights buttons, what the background is, what text is written in. Check the contrast too, so that text stays readable for everyone.</p>
<h3>Typography</h3>
<p>Two typefaces are usually enough: one for headings and one for body text. If you also publish in Czech or other languages, make sure the typeface has well-drawn accented letters, otherwise your copy will look careless.</p>
<h3>Simple brand guidelines</h3>
<p>They do not need a hundred pages. A few pages with your logo, colour codes for print and web, typefaces and examples of correct and incorrect use will prevent plenty of misunderstandings with printers, suppliers and new colleagues.</p>
<h3>Templates for everyday use</h3>
<p>Brands fall apart most often in day-to-day work: social media posts, quotes and price lists. Prepare templates that anyone on your team can fill in.</p>
<ul>
<li>post and story templates for social media</li>
<li>letterhead and a quote template</li>
<li>an email signature</li>
<li>cover images for your profiles</li>
</ul>
<p>A consistent brand does not mean a boring one. Clear rules actually let you be more creative, because customers will recognise you even when you try something new.</p>`,
    author: 'Jana Procházková',
    category: 'Design',
    tags: ['Branding', 'Logo', 'Visual identity'],
    imageUrl: '/images/blog/consistent-brand-identity.svg',
    publishedAt: '2026-07-14',
  },
  {
    slug: 'social-media-content-plan',
    title: 'A social media content plan: a month of posts in one afternoon',
    description:
      'Stop coming up with posts at the last minute. Here is a simple way to plan a whole month of content and actually stick to it.',
    content: `<p>On social media, consistency matters more than perfection. Businesses that post in bursts lose reach and their followers’ attention. The answer is a content plan: once a month you sit down and prepare everything in advance.</p>
<h3>Choose three or four content pillars</h3>
<p>Pillars are topics you return to regularly. For a café they might be the menu, the people behind the bar, events and coffee brewing tips. For an accounting firm: changes in the law, practical advice and a look behind the scenes. Pillars give you variety and a clear focus at the same time.</p>
<h3>Set a realistic frequency</h3>
<p>Three posts a week all year round beats one a day for a month followed by silence. For most small businesses, twelve to fifteen posts a month is a good start.</p>
<h3>Build a monthly calendar</h3>
<p>In a spreadsheet or a scheduling tool, write down the date, pillar, format and main idea of each post. Remember public holidays, seasonal topics and your own events. Leave some gaps for current news as well.</p>
<h3>Create in batches</h3>
<p>Shoot the photos for the whole month at once, write the captions in one sitting and schedule the posts straight away. Working in batches is much faster than improvising every day.</p>
<h3>Measure and adjust</h3>
<p>At the end of the month, look at which posts got the most saves, shares and comments. Reach matters, but saves and messages tell you more about real interest. Use the results to adjust your pillars for the next month.</p>
<ul>
<li>One planning afternoon a month</li>
<li>3–4 content pillars</li>
<li>12–15 posts scheduled in advance</li>
<li>15 minutes a day for comments and messages</li>
</ul>
<p>If you do not have time for planning, we can take it off your hands. You send us news from your business and we turn it into content your customers will enjoy.</p>`,
    author: 'Lukáš Kratochvíl',
    category: 'Social Media',
    tags: ['Social media', 'Content', 'Planning'],
    imageUrl: '/images/blog/social-media-content-plan.svg',
    publishedAt: '2026-06-09',
  },
];
