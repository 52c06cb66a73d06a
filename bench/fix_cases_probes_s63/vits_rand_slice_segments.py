"""VITS' random segments for the decoder: per utterance a start drawn in `[0, length - segment_size]`
by `F.random.uniform(shape=(b,)) * ids_str_max`, then `slice_segments` cuts
`x[i, :, idx_str:idx_str + segment_size]` for `i in range(b)` with `b, d, t = x.shape` and the start
read by `int(ids_str[i].asscalar())`, stacked and decoded by a conv."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 8), (2,)]


def slice_segments(F, x, ids_str, segment_size=4):
    ret = []
    for i in range(x.shape[0]):
        idx_str = int(ids_str[i].asscalar())
        idx_end = idx_str + segment_size
        ret.append(x[i, :, idx_str:idx_end])
    return F.stack(*ret, axis=0)


class Net(nn.HybridBlock):
    def __init__(self, channels=4, segment_size=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.segment_size = segment_size
        with self.name_scope():
            self.dec = nn.Conv1D(1, 3, padding=1, in_channels=channels)

    def hybrid_forward(self, F, x, x_lengths):
        b, d, t = x.shape
        x_lengths = F.floor((x_lengths + 1.0) * 2.0) + 4.0          # 4..8 frames
        ids_str_max = x_lengths - self.segment_size + 1
        ids_str = F.floor(F.random.uniform(shape=(b,)) * ids_str_max)
        z_slice = slice_segments(F, x, ids_str, self.segment_size)
        return self.dec(z_slice), ids_str
