"""Soft Dice loss that takes the one-hot depth from the prediction, `F.one_hot(labels, logits.shape[1])`, so that it follows the head's class count."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 6, 6), (2, 4, 6, 6)]


def soft_dice(F, logits, labels, smooth=1.0):
    probs = F.softmax(logits, axis=1)
    onehot = F.one_hot(labels, logits.shape[1]).transpose((0, 3, 1, 2))
    inter = F.sum(probs * onehot, axis=(2, 3))
    card = F.sum(probs + onehot, axis=(2, 3))
    return 1 - ((2 * inter + smooth) / (card + smooth)).mean(axis=1)


class Net(HybridBlock):
    def __init__(self, in_channels=3, num_classes=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.head = nn.Conv2D(num_classes, 3, padding=1, in_channels=in_channels)

    def hybrid_forward(self, F, x, target_scores):
        return soft_dice(F, self.head(x), F.argmax(target_scores, axis=1))
