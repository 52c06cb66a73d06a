"""A small ResNet with a `verbose` flag in an SSD-6D training script: `ResNet.hybrid_forward(self, F, x)`
runs its `HybridSequential` stage by stage (`for i, b in enumerate(self.net)`) and, when verbose,
prints `'Block %d output: %s' % (i+1, out.shape)`; `Residual.hybrid_forward` adds the shortcut with
`F.relu(out + x)`. Eagerly it runs; hybridized `out.shape` is an AttributeError of the Symbol.

Source: a public MXNet SSD-6D (6-D pose) training script (find_string id 4596932120; read by an
analyzer held-out round, tests/corpus/HELDOUT.md round 56, f01; in no fix set), `Residual` and
`ResNet` as written (the SSD, VGG, losses, training loop and torchnet/visdom imports left out).
Net: 10 classes, `verbose=True`. Input: (1, 3, 32, 32) (the two stride-2 stages leave the 8x8 map the
final `AvgPool2D(pool_size=8)` expects).
"""
from mxnet.gluon import nn

INPUTS = [(1, 3, 32, 32)]


class Residual(nn.HybridBlock):
    def __init__(self, channels, same_shape=True, **kwargs):
        super(Residual, self).__init__(**kwargs)
        self.same_shape = same_shape
        with self.name_scope():
            strides = 1 if same_shape else 2
            self.conv1 = nn.Conv2D(channels, kernel_size=3, padding=1,
                                  strides=strides)
            self.bn1 = nn.BatchNorm()
            self.conv2 = nn.Conv2D(channels, kernel_size=3, padding=1)
            self.bn2 = nn.BatchNorm()
            if not same_shape:
                self.conv3 = nn.Conv2D(channels, kernel_size=1,
                                      strides=strides)

    def hybrid_forward(self, F, x):
        out = F.relu(self.bn1(self.conv1(x)))
        out = self.bn2(self.conv2(out))
        if not self.same_shape:
            x = self.conv3(x)
        return F.relu(out + x)


class ResNet(nn.HybridBlock):
    def __init__(self, num_classes, verbose=False, **kwargs):
        super(ResNet, self).__init__(**kwargs)
        self.verbose = verbose
        with self.name_scope():
            net = self.net = nn.HybridSequential()
            # group 1
            net.add(nn.Conv2D(channels=32, kernel_size=3, strides=1, padding=1))
            net.add(nn.BatchNorm())
            net.add(nn.Activation(activation='relu'))
            # group 2
            for _ in range(3):
                net.add(Residual(channels=32))
            # group 3
            net.add(Residual(channels=64, same_shape=False))
            for _ in range(2):
                net.add(Residual(channels=64))
            # group 4
            net.add(Residual(channels=128, same_shape=False))
            for _ in range(2):
                net.add(Residual(channels=128))
            # group 5
            net.add(nn.AvgPool2D(pool_size=8))
            net.add(nn.Flatten())
            net.add(nn.Dense(num_classes))

    def hybrid_forward(self, F, x):
        out = x
        for i, b in enumerate(self.net):
            out = b(out)
            if self.verbose:
                print('Block %d output: %s'%(i+1, out.shape))
        return out



class Net(ResNet):
    def __init__(self):
        super(Net, self).__init__(10, verbose=True)
