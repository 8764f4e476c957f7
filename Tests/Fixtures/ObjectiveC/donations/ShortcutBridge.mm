#import <Intents/Intents.h>

namespace soup {
// A C++ helper in an Objective-C++ file.
void donateFromCpp(CheckStockIntent *stock)
{
    auto text = R"raw(donateInteractionWithCompletion: "quoted" )raw";
    INInteraction *interaction = [[INInteraction alloc] initWithIntent:stock response:nil];
    [interaction donateInteractionWithCompletion:nil];
}
}
