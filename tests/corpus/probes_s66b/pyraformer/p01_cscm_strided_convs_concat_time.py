"""Pyraformer coarser-scale construction module: the embedded series moved to (B, d, L), a list of strided
`Conv1D(kernel=w, strides=w)` (one per pyramid level, children registered from a loop over the
constructor's window sizes) with ELU, every scale appended to a python list and concatenated along time,
then LayerNorm over (B, N, d)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 3)]


class ConvConstruct(HybridBlock):
    def __init__(self, d_model=4, window_size=(2, 2), **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.embed = nn.Dense(d_model, flatten=False)
            self.convs = []
            for w in window_size:
                conv = nn.Conv1D(d_model, kernel_size=w, strides=w)
                self.register_child(conv)
                self.convs.append(conv)
            self.norm = nn.LayerNorm()

    def hybrid_forward(self, F, x):
        h = self.embed(x).transpose((0, 2, 1))
        outs = [h]
        for conv in self.convs:
            h = F.LeakyReLU(conv(h), act_type="elu")
            outs.append(h)
        return self.norm(F.concat(*outs, dim=2).transpose((0, 2, 1)))


Net = ConvConstruct
