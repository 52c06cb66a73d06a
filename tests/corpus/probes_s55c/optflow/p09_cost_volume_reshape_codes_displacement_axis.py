"""Cost volume with an explicit displacement axis: the stacked correlations (N, D, 1, H, W) folded back by `reshape(shape=(0, -3, -2))`, a soft-argmin over the python displacement list by `softmax` and `broadcast_mul` with a constant row."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 4, 5, 7), (2, 4, 5, 7)]


class SoftArgminFlow(HybridBlock):
    def __init__(self, max_disp=2, **kwargs):
        super().__init__(**kwargs)
        self.max_disp = max_disp
        with self.name_scope():
            self.disp = self.params.get_constant(
                "disp", [[[float(d)]] for d in range(-max_disp, max_disp + 1)])

    def hybrid_forward(self, F, left, right, disp):
        d = self.max_disp
        padded = F.pad(right, mode="edge", pad_width=(0, 0, 0, 0, 0, 0, d, d))
        costs = []
        for shift in range(2 * d + 1):
            shifted = F.slice_like(F.slice_axis(padded, axis=3, begin=shift, end=None), left, axes=(3,))
            costs.append(F.sum(left * shifted, axis=1, keepdims=True).expand_dims(1))
        volume = F.reshape(F.concat(*costs, dim=1), shape=(0, -3, -2))
        prob = F.softmax(volume, axis=1)
        return F.sum(F.broadcast_mul(prob, disp.expand_dims(0)), axis=1)


Net = SoftArgminFlow
