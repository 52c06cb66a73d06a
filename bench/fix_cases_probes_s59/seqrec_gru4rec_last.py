"""GRU4Rec's session state: a GRU over the padded session, each session's last valid step found on the host from `(mask.sum(axis=1)).asnumpy()` and gathered row by row with `h[i, n - 1]` into `F.stack`."""
from mxnet.gluon import nn, rnn


INPUTS = [(2, 5, 4), (2, 5)]


class Net(nn.HybridBlock):
    def __init__(self, d=4, hidden=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.gru = rnn.GRU(hidden, layout='NTC', input_size=d)

    def hybrid_forward(self, F, x, mask):
        h = self.gru(x)
        lengths = (mask > 0).sum(axis=1).asnumpy().astype('int64')
        last = [h[i, max(int(n), 1) - 1] for i, n in enumerate(lengths)]
        return F.stack(*last)
