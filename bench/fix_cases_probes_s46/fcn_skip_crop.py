"""FCN-style fusion: upsampled coarse scores cropped to the skip map's size and added to it."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 4, 4), (2, 4, 7, 7)]


class Net(nn.HybridBlock):
    def __init__(self, classes=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.up = nn.Conv2DTranspose(classes, 2, strides=2, in_channels=classes)
            self.score_skip = nn.Conv2D(classes, 1, in_channels=classes)

    def hybrid_forward(self, F, coarse, skip):
        up = self.up(coarse)
        skip_score = self.score_skip(skip)
        up = up[:, :, :skip_score.shape[2], :skip_score.shape[3]]
        return up + skip_score
