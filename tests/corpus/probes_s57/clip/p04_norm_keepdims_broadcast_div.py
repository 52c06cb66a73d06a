"""Embeddings normalised by `broadcast_div(x, norm(x, axis=1, keepdims=True))` in a module-level helper, the temperature a fixed python float."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 10), (4, 7)]


def l2norm(F, x, eps=1e-6):
    return F.broadcast_div(x, F.norm(x, axis=1, keepdims=True) + eps)


class FixedTempCLIP(HybridBlock):
    def __init__(self, embed=6, temperature=0.1, **kwargs):
        super().__init__(**kwargs)
        self.temperature = temperature
        with self.name_scope():
            self.img_proj = nn.Dense(embed, in_units=10)
            self.txt_proj = nn.Dense(embed, in_units=7)

    def hybrid_forward(self, F, img, txt):
        i = l2norm(F, self.img_proj(img))
        t = l2norm(F, self.txt_proj(txt))
        return F.dot(i, t, transpose_b=True) / self.temperature


Net = FixedTempCLIP
