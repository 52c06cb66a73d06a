"""attack (satellite_dice_loss's axes, rank-range-axes): a per-sample mean over
`tuple(range(1, len(loss.shape)))` of a (B,) loss -- the range is empty and MXNet 1.9.1 reduces
every axis for `axis=()`; `axis=(0,), exclude=True` would reduce none."""
from mxnet.gluon import nn

INPUTS = [(5,), (5,)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, pred, label):
        loss = F.square(pred - label)
        axes = tuple(range(1, len(loss.shape)))
        return F.mean(loss, axis=axes)
