#import <Intents/Intents.h>

@interface ChatDonor : NSObject
- (void)donateInteractionWithIntent:(INIntent *)intent;
+ (void)offer:(NSString *)reason intent:(INIntent *)intent;
@end
