"""EEGNet (Lawhern et al.): the (B, electrodes, T) trial gets a unit channel axis by `expand_dims(1)`, a temporal Conv2D (1, k), a depthwise spatial Conv2D (electrodes, 1) with `groups=F1`, ELU, average pooling, a separable conv, and a Dense classifier."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 32)]


class Net(HybridBlock):
    def __init__(self, electrodes=4, f1=4, depth=2, f2=8, kernel=7, classes=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.temporal = nn.Conv2D(f1, (1, kernel), padding=(0, kernel // 2), use_bias=False)
            self.bn1 = nn.BatchNorm()
            self.spatial = nn.Conv2D(f1 * depth, (electrodes, 1), groups=f1, use_bias=False, in_channels=f1)
            self.bn2 = nn.BatchNorm()
            self.pool1 = nn.AvgPool2D((1, 4))
            self.sep_depth = nn.Conv2D(f1 * depth, (1, 3), padding=(0, 1), groups=f1 * depth,
                                       use_bias=False, in_channels=f1 * depth)
            self.sep_point = nn.Conv2D(f2, 1, use_bias=False)
            self.pool2 = nn.AvgPool2D((1, 2))
            self.classify = nn.Dense(classes)

    def hybrid_forward(self, F, x):
        x = self.bn1(self.temporal(x.expand_dims(1)))
        x = F.LeakyReLU(self.bn2(self.spatial(x)), act_type="elu")
        x = self.pool1(x)
        x = F.LeakyReLU(self.sep_point(self.sep_depth(x)), act_type="elu")
        return self.classify(self.pool2(x))
