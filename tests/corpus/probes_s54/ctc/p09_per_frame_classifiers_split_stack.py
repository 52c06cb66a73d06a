"""Per-position heads over a fixed sequence length: `F.split(..., num_outputs=self.seq_len, squeeze_axis=True)`, one Dense per position from a python list, `F.stack` back to (N, T, C)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6)]


class PositionHeads(HybridBlock):
    def __init__(self, seq_len=4, num_classes=5, **kwargs):
        super().__init__(**kwargs)
        self.seq_len = seq_len
        with self.name_scope():
            self.heads = nn.HybridSequential()
            for _ in range(seq_len):
                self.heads.add(nn.Dense(num_classes))

    def hybrid_forward(self, F, x):
        steps = F.split(x, num_outputs=self.seq_len, axis=1, squeeze_axis=True)
        outs = [head(step) for head, step in zip(self.heads, steps)]
        return F.log_softmax(F.stack(*outs, axis=1), axis=-1)


Net = PositionHeads
