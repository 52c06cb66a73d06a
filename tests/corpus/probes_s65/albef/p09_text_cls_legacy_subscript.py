"""ALBEF text [CLS] feature cut as the PyTorch code writes it, `text_embeds[:, 0, :]`, before the projection -- a legacy Symbol takes no tuple subscript."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 5, 8)]


class SubscriptCLS(HybridBlock):
    def __init__(self, dim=8, embed=6, **kwargs):
        super(SubscriptCLS, self).__init__(**kwargs)
        with self.name_scope():
            self.text_proj = nn.Dense(embed, in_units=dim)

    def hybrid_forward(self, F, text_embeds):
        return F.L2Normalization(self.text_proj(text_embeds[:, 0, :]))


Net = SubscriptCLS
