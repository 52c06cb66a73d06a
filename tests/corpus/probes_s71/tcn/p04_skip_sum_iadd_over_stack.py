"""Skip connections summed over the stack as in the PyTorch port: `skip = 0` then `skip += s` per layer."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 9)]


class IaddSkips(HybridBlock):
    def __init__(self, channels=4, layers=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.filters = nn.HybridSequential()
            self.skips = nn.HybridSequential()
            for i in range(layers):
                self.filters.add(nn.Conv1D(channels, 3, padding=2 ** i, dilation=2 ** i))
                self.skips.add(nn.Conv1D(channels, 1))

    def hybrid_forward(self, F, x):
        skip = 0
        for filt, proj in zip(self.filters, self.skips):
            h = F.tanh(filt(x))
            x = x + h
            skip += proj(h)
        return F.relu(skip)


Net = IaddSkips
