#import "ChatDonor.h"

@implementation CallHistory

- (void)didStartCall
{
    INStartCallIntent *call = [[INStartCallIntent alloc] init];
    [ChatDonor offer:@"call" intent:call];
    [[ChatDonor new] donateInteractionWithIntent:[[INSearchForMessagesIntent alloc] init]];
}

@end
