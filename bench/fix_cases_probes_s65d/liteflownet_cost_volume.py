"""LiteFlowNet's short-range cost volume: the second feature map padded by the displacement range `d`, the
correlation of each of the (2d + 1)^2 shifts taken as `(f1 * f2p[:, :, i:i + H, j:j + W]).mean(axis=1)` in two
python loops with `B, C, H, W = f1.shape`, LeakyReLU(0.1), a flow estimator conv, and `flow += ...` to refine
the input flow."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 5, 6), (2, 4, 5, 6), (2, 2, 5, 6)]


class Net(nn.HybridBlock):
    def __init__(self, max_disp=1, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.max_disp = max_disp
        n = (2 * max_disp + 1) ** 2
        with self.name_scope():
            self.estimator = nn.Conv2D(2, 3, padding=1, in_channels=n + 2)

    def cost_volume(self, F, f1, f2):
        B, C, H, W = f1.shape
        d = self.max_disp
        f2p = F.pad(f2, mode='constant', pad_width=(0, 0, 0, 0, d, d, d, d))
        costs = []
        for i in range(2 * d + 1):
            for j in range(2 * d + 1):
                costs.append((f1 * f2p[:, :, i:i + H, j:j + W]).mean(axis=1, keepdims=True))
        return F.concat(*costs, dim=1)

    def hybrid_forward(self, F, f1, f2, flow):
        cost = F.LeakyReLU(self.cost_volume(F, f1, f2), slope=0.1)
        flow += self.estimator(F.concat(cost, flow, dim=1))
        return flow
