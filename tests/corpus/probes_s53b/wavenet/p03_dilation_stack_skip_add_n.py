"""WaveNet stack: residual blocks with python dilations `2 ** i` added to a `HybridSequential` and iterated in the forward, skips collected in a python list and summed with `F.add_n`, ReLU-1x1-ReLU-1x1 head."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 16)]


class Block(HybridBlock):
    def __init__(self, channels, dilation, **kwargs):
        super().__init__(**kwargs)
        self.d = dilation
        with self.name_scope():
            self.conv = nn.Conv1D(2 * channels, 2, dilation=dilation, padding=dilation)
            self.out = nn.Conv1D(2 * channels, 1)

    def hybrid_forward(self, F, x):
        h = F.slice_axis(self.conv(x), axis=2, begin=0, end=-self.d)
        a, b = F.split(h, num_outputs=2, axis=1)
        res, skip = F.split(self.out(F.tanh(a) * F.sigmoid(b)), num_outputs=2, axis=1)
        return x + res, skip


class WaveNet(HybridBlock):
    def __init__(self, channels=4, layers=3, classes=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.blocks = nn.HybridSequential()
            for i in range(layers):
                self.blocks.add(Block(channels, 2 ** i))
            self.head1 = nn.Conv1D(channels, 1)
            self.head2 = nn.Conv1D(classes, 1)

    def hybrid_forward(self, F, x):
        skips = []
        for block in self.blocks:
            x, s = block(x)
            skips.append(s)
        return self.head2(F.relu(self.head1(F.relu(F.add_n(*skips)))))


Net = WaveNet
