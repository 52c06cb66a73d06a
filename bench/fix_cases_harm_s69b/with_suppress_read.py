"""A batch guard in a with-suppress body whose size is read: the original skips the extra term on a batch under 2."""
import contextlib

from mxnet.gluon import nn

INPUTS = [(1, 4)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        out = F.relu(x)
        with contextlib.suppress(IndexError):
            rows = [x[i] for i in range(x.shape[0])]
            out = out + rows[1].sum()
        return out
