"""BigGAN latent split into `len(self._widths) + 1` chunks (a python list's length), the first to the seed map and the rest zipped with the block gains through `zs[1:]` -- slicing the python list of split outputs."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 9)]


class ZippedLatents(HybridBlock):
    def __init__(self, widths=(4, 4), chunk=3, **kwargs):
        super().__init__(**kwargs)
        self._widths = list(widths)
        with self.name_scope():
            self.linear = nn.Dense(4 * widths[0], in_units=chunk)
            self.gains = nn.HybridSequential()
            for w in widths[1:] + (widths[-1],):
                self.gains.add(nn.Dense(w, in_units=chunk))

    def hybrid_forward(self, F, z):
        zs = F.split(z, num_outputs=len(self._widths) + 1, axis=1)
        h = self.linear(zs[0]).reshape((0, -1, 2, 2))
        for gain, chunk in zip(self.gains, zs[1:]):
            h = F.broadcast_mul(h, gain(chunk).reshape((0, 0, 1, 1)))
        return h


Net = ZippedLatents
