"""Separator returning one post-filtered waveform per source by iterating the (S, N, L) tensor, `[self.post(s) for s in est]`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 12)]


class ListSeparator(HybridBlock):
    def __init__(self, length=12, num_src=2, **kwargs):
        super(ListSeparator, self).__init__(**kwargs)
        self.num_src = num_src
        with self.name_scope():
            self.sep = nn.Dense(num_src * length, in_units=length)
            self.post = nn.Dense(length, flatten=False, in_units=length)

    def hybrid_forward(self, F, mix):
        est = F.swapaxes(self.sep(mix).reshape((0, self.num_src, -1)), 0, 1)
        return [self.post(s) for s in est]


Net = ListSeparator
