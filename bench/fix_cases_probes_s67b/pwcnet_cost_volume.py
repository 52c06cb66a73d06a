"""PWC-Net's partial cost volume by shifted products: the second features padded by the search range d, every
displacement of the (2d + 1)^2 window read as `f2p[:, :, i:i + H, j:j + W]` (sizes from the unpacked shape)
and multiplied with the first features, averaged over channels, the costs concatenated and leaky-ReLU'd, then
the first of the densely connected flow estimator's layers (each output concatenated to its input) and the
flow prediction."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 6, 6), (2, 4, 6, 6)]


class Net(nn.HybridBlock):
    def __init__(self, channels=4, md=1, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.md = md
        nd_ = (2 * md + 1) ** 2
        with self.name_scope():
            self.conv0 = nn.Conv2D(8, 3, padding=1, in_channels=nd_ + channels)
            self.conv1 = nn.Conv2D(6, 3, padding=1, in_channels=nd_ + channels + 8)
            self.predict_flow = nn.Conv2D(2, 3, padding=1, in_channels=nd_ + channels + 14)

    def corr(self, F, f1, f2):
        B, C, H, W = f1.shape
        d = self.md
        f2p = F.pad(f2, mode='constant', pad_width=(0, 0, 0, 0, d, d, d, d))
        costs = []
        for i in range(2 * d + 1):
            for j in range(2 * d + 1):
                costs.append((f1 * f2p[:, :, i:i + H, j:j + W]).mean(axis=1, keepdims=True))
        return F.LeakyReLU(F.concat(*costs, dim=1), slope=0.1)

    def hybrid_forward(self, F, f1, f2):
        x = F.concat(self.corr(F, f1, f2), f1, dim=1)
        x = F.concat(F.LeakyReLU(self.conv0(x), slope=0.1), x, dim=1)
        x = F.concat(F.LeakyReLU(self.conv1(x), slope=0.1), x, dim=1)
        return self.predict_flow(x)
