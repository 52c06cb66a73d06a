"""Encoder whose optional parts are chosen by constructor flags (`if self.use_pos:`,
`if self.share_emb:`): python-valued ifs, evaluated once while tracing."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8)]


class Encoder(HybridBlock):
    def __init__(self, units=8, max_len=5, use_pos=True, share_emb=False, **kwargs):
        super().__init__(**kwargs)
        self.use_pos, self.share_emb = use_pos, share_emb
        with self.name_scope():
            self.pos = self.params.get("pos", shape=(1, max_len, units))
            self.out = nn.Dense(units, flatten=False)
            if not share_emb:
                self.out_emb = nn.Dense(units, flatten=False)

    def hybrid_forward(self, F, x, pos):
        if self.use_pos:
            x = F.broadcast_add(x, pos)
        h = self.out(x)
        if not self.share_emb:
            h = self.out_emb(h)
        return h


Net = Encoder
