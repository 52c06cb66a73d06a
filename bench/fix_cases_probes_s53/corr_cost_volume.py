"""PWC-Net cost volume: the second feature map padded by the search range and shifted over every displacement, each shift correlated with the first map."""
from mxnet.gluon import nn


INPUTS = [(1, 4, 5, 6), (1, 4, 5, 6)]


class Net(nn.HybridBlock):
    def __init__(self, max_disp=1, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.d = max_disp

    def hybrid_forward(self, F, f1, f2):
        d = self.d
        _, c, h, w = f1.shape
        f2p = F.pad(f2, mode='constant', pad_width=(0, 0, 0, 0, d, d, d, d))
        costs = []
        for i in range(2 * d + 1):
            for j in range(2 * d + 1):
                shifted = f2p[:, :, i:i + h, j:j + w]
                costs.append((f1 * shifted).mean(axis=1, keepdims=True))
        return F.LeakyReLU(F.concat(*costs, dim=1), slope=0.1)
