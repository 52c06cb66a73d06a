"""Range-image segmentation with a DeepLab head: the range channel's validity mask, atrous and
image-pooling branches (the global mean resized to `x.shape[2]` x `x.shape[3]`), logits masked by the
(B, 1, H, W) validity and the per-pixel labels."""
from mxnet.gluon import nn


INPUTS = [(2, 5, 4, 8)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.atrous = nn.Conv2D(3, 3, padding=2, dilation=2, in_channels=5)
            self.gp = nn.Conv2D(3, 1, in_channels=5)
            self.seg = nn.Conv2D(4, 1, in_channels=6)

    def hybrid_forward(self, F, x):
        valid = x[:, 0:1] > 0
        a = F.relu(self.atrous(x))
        g = self.gp(x.mean(axis=(2, 3), keepdims=True))
        g = F.contrib.BilinearResize2D(g, height=x.shape[2], width=x.shape[3])
        logits = self.seg(F.concat(a, g, dim=1)) * valid
        return logits, F.argmax(logits, axis=1)
