"""Deep supervision: auxiliary heads at two depths upsampled to the label size with `F.contrib.BilinearResize2D(aux, like=label, mode="like")`, each scored by a soft Dice term, summed with python weights from the constructor list."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8), (2, 1, 8, 8)]


def dice_loss(F, logits, mask, smooth=1.0):
    p = F.sigmoid(logits)
    inter = F.sum(p * mask, axis=(1, 2, 3))
    return 1 - (2 * inter + smooth) / (F.sum(p + mask, axis=(1, 2, 3)) + smooth)


class Net(HybridBlock):
    def __init__(self, in_channels=3, channels=4, weights=(1.0, 0.5, 0.25), **kwargs):
        super().__init__(**kwargs)
        self.weights = list(weights)
        with self.name_scope():
            self.s1 = nn.Conv2D(channels, 3, padding=1, in_channels=in_channels, activation="relu")
            self.s2 = nn.Conv2D(channels, 3, strides=2, padding=1, in_channels=channels, activation="relu")
            self.s3 = nn.Conv2D(channels, 3, strides=2, padding=1, in_channels=channels, activation="relu")
            self.heads = nn.HybridSequential()
            for _ in range(3):
                self.heads.add(nn.Conv2D(1, 1, in_channels=channels))

    def hybrid_forward(self, F, x, mask):
        mask = (mask + 1) / 2
        f1 = self.s1(x)
        f2 = self.s2(f1)
        f3 = self.s3(f2)
        total = 0
        for w, feat, head in zip(self.weights, (f1, f2, f3), self.heads):
            logits = F.contrib.BilinearResize2D(head(feat), like=mask, mode="like")
            total = total + w * dice_loss(F, logits, mask)
        return total
