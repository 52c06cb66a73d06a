"""Skip outputs collected in a python list over a dilation cycle and summed by `F.add_n(*skips)`,
then the WaveNet post-net relu-1x1-relu-1x1 to 256-way logits (16 here)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 9)]


class AddNSkips(HybridBlock):
    def __init__(self, channels=4, layers=3, classes=16, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.filters = nn.HybridSequential()
            for i in range(layers):
                self.filters.add(nn.Conv1D(2 * channels, 3, padding=2 ** i, dilation=2 ** i))
            self.post1 = nn.Conv1D(channels, 1)
            self.post2 = nn.Conv1D(classes, 1)

    def hybrid_forward(self, F, x):
        skips = []
        for filt in self.filters:
            a, b = F.split(filt(x), num_outputs=2, axis=1)
            h = F.tanh(a) * F.sigmoid(b)
            skips.append(h)
            x = x + h
        out = F.relu(F.add_n(*skips))
        return self.post2(F.relu(self.post1(out)))


Net = AddNSkips
