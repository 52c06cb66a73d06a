"""PatchTST with individual heads per channel: one Dense per configured variable kept in a HybridSequential, each applied to its channel's (N, n * d) features cut by `slice_axis` + `F.squeeze`, the forecasts stacked on the last axis."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 4, 8)]


class IndividualHeads(HybridBlock):
    def __init__(self, n_vars=3, n_patches=4, d_model=8, pred_len=5, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.heads = nn.HybridSequential()
            for _ in range(n_vars):
                self.heads.add(nn.Dense(pred_len, in_units=n_patches * d_model))

    def hybrid_forward(self, F, z):
        outs = []
        for i, head in enumerate(self.heads):
            zi = F.squeeze(F.slice_axis(z, axis=1, begin=i, end=i + 1), axis=1)
            outs.append(head(zi.reshape((0, -1))))
        return F.stack(*outs, axis=-1)


Net = IndividualHeads
