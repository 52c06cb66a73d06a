"""MCNN multi-column counter: three columns with 7/5/3 kernels (padding keeps the size), concatenated on channels and fused by a 1x1 convolution into the density map."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 12, 12)]


class Column(HybridBlock):
    def __init__(self, kernel, channels, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.body = nn.HybridSequential()
            self.body.add(nn.Conv2D(channels, kernel, padding=kernel // 2, in_channels=3, activation="relu"),
                          nn.MaxPool2D(2),
                          nn.Conv2D(channels, kernel, padding=kernel // 2, in_channels=channels, activation="relu"))

    def hybrid_forward(self, F, x):
        return self.body(x)


class Net(HybridBlock):
    def __init__(self, kernels=(7, 5, 3), channels=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.columns = nn.HybridSequential()
            for k in kernels:
                self.columns.add(Column(k, channels))
            self.fuse = nn.Conv2D(1, 1, in_channels=channels * len(kernels))

    def hybrid_forward(self, F, x):
        return F.relu(self.fuse(F.concat(*[col(x) for col in self.columns], dim=1)))
