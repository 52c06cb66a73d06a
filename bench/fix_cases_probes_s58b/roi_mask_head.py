"""A mask head: pooled roi features through a conv and a 2x transposed conv to per-class mask logits, each roi's mask of the class its label names picked by `F.pick` over a label broadcast to `(R, 1, H, W)` with `labels.reshape((-1, 1, 1, 1)).broadcast_to((masks.shape[0], 1, masks.shape[2], masks.shape[3]))`."""
from mxnet.gluon import nn


INPUTS = [(3, 4, 4, 4), (3,)]


class Net(nn.HybridBlock):
    def __init__(self, num_classes=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(4, 3, padding=1, in_channels=4, activation='relu')
            self.deconv = nn.Conv2DTranspose(4, 2, strides=2, in_channels=4, activation='relu')
            self.pred = nn.Conv2D(num_classes, 1, in_channels=4)

    def hybrid_forward(self, F, feat, label_scores):
        masks = self.pred(self.deconv(self.conv(feat)))
        labels = F.round((label_scores + 1) * 0.99)
        idx = labels.reshape((-1, 1, 1, 1)).broadcast_to((masks.shape[0], 1, masks.shape[2], masks.shape[3]))
        picked = F.pick(masks, idx, axis=1, keepdims=True)
        return F.sigmoid(picked)
