"""Soft Dice loss for a segmentation head: softmax over the class axis, labels (as class scores, argmax'd) one-hot encoded with `F.one_hot(labels, self.num_classes)` and moved to NCHW by `transpose`, intersections and cardinalities summed over the spatial axes `(2, 3)`, smoothed with a python epsilon."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 6, 6), (2, 4, 6, 6)]


class Net(HybridBlock):
    def __init__(self, in_channels=3, num_classes=4, smooth=1.0, **kwargs):
        super().__init__(**kwargs)
        self.num_classes, self.smooth = num_classes, smooth
        with self.name_scope():
            self.head = nn.Conv2D(num_classes, 3, padding=1, in_channels=in_channels)

    def hybrid_forward(self, F, x, target_scores):
        probs = F.softmax(self.head(x), axis=1)
        labels = F.argmax(target_scores, axis=1)
        onehot = F.one_hot(labels, self.num_classes).transpose((0, 3, 1, 2))
        inter = F.sum(probs * onehot, axis=(2, 3))
        card = F.sum(probs, axis=(2, 3)) + F.sum(onehot, axis=(2, 3))
        dice = (2 * inter + self.smooth) / (card + self.smooth)
        return 1 - dice.mean(axis=1)
