"""Separator moving the source axis by unpacking the python list of `split(squeeze_axis=True)` outputs into `F.stack(*..., axis=1)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 12)]


class Restack(HybridBlock):
    def __init__(self, length=12, num_src=2, **kwargs):
        super(Restack, self).__init__(**kwargs)
        self.num_src = num_src
        with self.name_scope():
            self.sep = nn.Dense(num_src * length, in_units=length)

    def hybrid_forward(self, F, mix):
        est = F.swapaxes(self.sep(mix).reshape((0, self.num_src, -1)), 0, 1)
        return F.stack(*F.split(est, num_outputs=self.num_src, axis=0, squeeze_axis=True), axis=1)


Net = Restack
