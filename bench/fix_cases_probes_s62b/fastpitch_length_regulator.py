"""FastPitch's regulate_len ported to Gluon: durations scaled by the pace and rounded, a zero column
prepended by `F.concat(F.zeros((reps.shape[0], 1)), reps)`, the cumulative sums cut into starts and ends
by `cums[:, :-1]`/`cums[:, 1:]`, frames `F.arange(self.max_len)` compared with plain `<=`/`>`, the
encoder states repeated by `batch_dot` of the 0/1 alignment, the decoder lengths returned too."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 3), (2, 4)]


class Net(nn.HybridBlock):
    def __init__(self, pace=1.0, max_len=12, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.pace = pace
        self.max_len = max_len

    def hybrid_forward(self, F, enc_out, durations):
        reps = F.floor((durations + 1.0) * self.pace + 0.5)
        dec_lens = reps.sum(axis=1)
        cums = F.cumsum(F.concat(F.zeros((reps.shape[0], 1)), reps, dim=1), axis=1).expand_dims(1)
        frames = F.arange(self.max_len).reshape((1, -1, 1))
        mult = (cums[:, :, :-1] <= frames) * (cums[:, :, 1:] > frames)
        enc_rep = F.batch_dot(mult, enc_out)
        return enc_rep, dec_lens
