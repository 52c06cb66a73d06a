"""Per-sample dynamic convolution by a loop over the batch, `for i in range(len(x))`, each sample
convolved with its own generated kernel and the results concatenated."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 6, 6), (2, 4)]


class LoopDynConv(HybridBlock):
    def __init__(self, channels=3, kernel=3, **kwargs):
        super().__init__(**kwargs)
        self.c, self.k = channels, kernel
        with self.name_scope():
            self.hyper = nn.Dense(channels * channels * kernel * kernel)

    def hybrid_forward(self, F, x, code):
        kernels = self.hyper(code).reshape((-1, self.c, self.c, self.k, self.k))
        outs = []
        for i in range(len(x)):
            xi = F.slice_axis(x, axis=0, begin=i, end=i + 1)
            wi = F.slice_axis(kernels, axis=0, begin=i, end=i + 1).reshape((self.c, self.c, self.k, self.k))
            outs.append(F.Convolution(xi, weight=wi, no_bias=True, kernel=(self.k, self.k),
                                      num_filter=self.c, pad=(1, 1)))
        return F.concat(*outs, dim=0)


Net = LoopDynConv
