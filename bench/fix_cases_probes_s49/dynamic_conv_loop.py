"""Dynamic filter network: each sample convolved with its own generated 3x3 kernel, one sample at a time."""
from mxnet.gluon import nn


INPUTS = [(2, 1, 5, 5), (2, 3)]


class Net(nn.HybridBlock):
    def __init__(self, code=3, kernel=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._kernel = kernel
        with self.name_scope():
            self.gen = nn.Dense(kernel * kernel, in_units=code)

    def hybrid_forward(self, F, x, code):
        k = self.gen(code).reshape((-1, 1, 1, self._kernel, self._kernel))
        outs = []
        for i in range(x.shape[0]):
            outs.append(F.Convolution(x[i:i + 1], k[i], kernel=(self._kernel, self._kernel),
                                      num_filter=1, pad=(1, 1), no_bias=True))
        return F.concat(*outs, dim=0)
