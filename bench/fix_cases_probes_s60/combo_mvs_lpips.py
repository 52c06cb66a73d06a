"""A depth network trained with a perceptual term: soft-argmin depth over hypotheses `F.arange(D)` scaled by a per-sample interval of (B, 1) reshaped by `(B, D, 1, 1)` from `B, D = prob.shape[:2]`, and the channel-normalised features of the prediction and a target compared by a spatial mean."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 4, 4), (2, 1), (2, 1, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.reg = nn.Conv2D(4, 3, padding=1, in_channels=4)
            self.feat = nn.Conv2D(3, 3, padding=1, in_channels=1)

    def hybrid_forward(self, F, cost, interval, target):
        prob = F.softmax(self.reg(cost), axis=1)
        B, D = prob.shape[:2]
        hyps = F.arange(D).reshape((1, D)) * interval
        depth = F.sum(prob * hyps.reshape((B, D, 1, 1)), axis=1, keepdims=True)
        f0, f1 = self.feat(depth), self.feat(target)
        f0 = f0 / (F.sqrt(F.sum(f0 ** 2, axis=1, keepdims=True)) + 1e-10)
        f1 = f1 / (F.sqrt(F.sum(f1 ** 2, axis=1, keepdims=True)) + 1e-10)
        return depth, F.mean((f0 - f1) ** 2, axis=(1, 2, 3))
