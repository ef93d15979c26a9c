import Mail from '@src/core/domains/mail/data/Mail';
import { mail } from '@src/core/domains/mail/services/MailService';

export const sendPostPublished = async (to: string, name: string, postId: string, postTitle: string): Promise<void> => {
    await mail().send(new Mail({
        to,
        from: 'Larascript Blog <no-reply@blog.example.com>',
        subject: `Published: ${postTitle}`,
        body: {
            view: 'emails/post-published',
            data: { name, postId, postTitle, title: 'Your post is live' },
        },
    }));
};
