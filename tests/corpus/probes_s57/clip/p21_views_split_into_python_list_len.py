"""Multi-view CLIP: the image batch holds two augmented views concatenated on axis 0, cut by `F.split(num_outputs=self.num_views)`; the loss averages over `len(views)` (a python list) and `len(self.heads)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(8, 10), (4, 7)]


class MultiViewCLIP(HybridBlock):
    def __init__(self, num_views=2, embed=6, **kwargs):
        super().__init__(**kwargs)
        self.num_views = num_views
        with self.name_scope():
            self.img_proj = nn.Dense(embed, in_units=10)
            self.txt_proj = nn.Dense(embed, in_units=7)
            self.heads = nn.HybridSequential()
            self.heads.add(nn.Dense(embed, in_units=embed), nn.Dense(embed, in_units=embed))

    def hybrid_forward(self, F, img, txt):
        t = F.L2Normalization(self.txt_proj(txt), mode="instance")
        views = F.split(self.img_proj(img), num_outputs=self.num_views, axis=0)
        total = 0
        for v in views:
            for head in self.heads:
                logits = F.dot(F.L2Normalization(head(v), mode="instance"), t, transpose_b=True) * 10.0
                total = total + F.mean(-F.pick(F.log_softmax(logits, axis=1),
                                               F.contrib.arange_like(logits, axis=0), axis=1))
        return total / (len(views) * len(self.heads))


Net = MultiViewCLIP
