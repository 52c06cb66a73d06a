"""EfficientDet's fast normalised fusion of two levels: a (2,) weight through relu and divided by its sum plus eps, the coarser level resized to the finer one's `p4.shape[2]`, `p4.shape[3]`, and the weights picked by `w[0]`, `w[1]` times each map."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 8, 8), (2, 4, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, channels=4, eps=1e-4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.eps = eps
        with self.name_scope():
            self.w = self.params.get('w', shape=(2,), init='ones')
            self.conv = nn.Conv2D(channels, 3, padding=1, in_channels=channels)

    def hybrid_forward(self, F, p4, p5, w):
        w = F.relu(w)
        w = w / (F.sum(w) + self.eps)
        up = F.contrib.BilinearResize2D(p5, height=p4.shape[2], width=p4.shape[3])
        return self.conv(F.relu(w[0] * p4 + w[1] * up))
