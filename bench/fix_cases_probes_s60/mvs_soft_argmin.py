"""MVSNet's depth regression: the cost volume's probabilities softmaxed over the D hypotheses and weighted by the per-sample depth values reshaped by `depth_values.reshape((B, D, 1, 1))` from `B, D = depth_values.shape`, summed over D."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 3, 3), (2, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.reg = nn.Conv2D(4, 3, padding=1, in_channels=4)

    def hybrid_forward(self, F, cost, depth_values):
        B, D = depth_values.shape
        prob = F.softmax(self.reg(cost), axis=1)
        depth = F.sum(prob * depth_values.reshape((B, D, 1, 1)), axis=1)
        return depth
