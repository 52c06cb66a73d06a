"""Segmentation logits on the range image masked to the pixels with a return: `valid = rng > 0` of the
range channel (B, 1, H, W) multiplied into the (B, K, H, W) logits, and the masked mean loss skipped
when no pixel is valid (`valid.sum().asscalar() == 0`)."""
from mxnet.gluon import nn


INPUTS = [(2, 5, 4, 6)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.seg = nn.Conv2D(3, 3, padding=1, in_channels=5)

    def hybrid_forward(self, F, x):
        rng = x.slice_axis(axis=1, begin=0, end=1)
        valid = rng > 0
        logits = self.seg(x) * valid
        if valid.sum().asscalar() == 0:
            return logits, F.zeros((1,))
        score = F.sum(F.log_softmax(logits, axis=1).max(axis=1, keepdims=True) * valid) / valid.sum()
        return logits, score.reshape((1,))
