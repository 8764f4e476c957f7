#import "ChatDonor.h"

@implementation ChatDonor

// Donates whatever intent its callers build.
- (void)donateInteractionWithIntent:(INIntent *)intent
{
    INInteraction *interaction = [[INInteraction alloc] initWithIntent:intent response:nil];
    interaction.direction = INInteractionDirectionOutgoing;
    [interaction donateInteractionWithCompletion:^(NSError *error) {
        NSLog(@"donated %@", error);
    }];
}

// The intent is the second argument; the interaction is built inline.
+ (void)offer:(NSString *)reason intent:(INIntent *)intent
{
    [[[INInteraction alloc] initWithIntent:intent response:nil] donateInteractionWithCompletion:nil];
}

- (void)didSendMessage:(NSString *)text
{
    INSendMessageIntent *intent = [[INSendMessageIntent alloc] initWithRecipients:nil
                                                              outgoingMessageType:INOutgoingMessageTypeOutgoingMessageText
                                                                          content:text
                                                               speakableGroupName:nil
                                                           conversationIdentifier:nil
                                                                      serviceName:nil
                                                                           sender:nil
                                                                      attachments:nil];
    [self donateInteractionWithIntent:intent];
}

- (void)relay:(INIntent *)something
{
    // A caller that passes an intent it cannot name: nothing to tie.
    [self donateInteractionWithIntent:something];
}

@end
