"""SuperPoint's detector head: 65 channels per 8x8 cell, a softmax over them, the dustbin dropped by `prob[:, :-1]`, and the cells unfolded to a full-resolution heatmap by reshape/transpose from `n, c, hc, wc = prob.shape`."""
from mxnet.gluon import nn


INPUTS = [(2, 1, 16, 24)]


class Net(nn.HybridBlock):
    def __init__(self, cell=8, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.cell = cell
        with self.name_scope():
            self.enc = nn.Conv2D(8, 3, padding=1, in_channels=1, activation='relu')
            self.pool = nn.MaxPool2D(cell, cell)
            self.det = nn.Conv2D(cell * cell + 1, 1, in_channels=8)

    def hybrid_forward(self, F, img):
        semi = self.det(self.pool(self.enc(img)))
        prob = F.softmax(semi, axis=1)
        prob = prob[:, :-1]
        n, c, hc, wc = prob.shape
        prob = prob.transpose((0, 2, 3, 1)).reshape((n, hc, wc, self.cell, self.cell))
        prob = prob.transpose((0, 1, 3, 2, 4)).reshape((n, hc * self.cell, wc * self.cell))
        return prob
