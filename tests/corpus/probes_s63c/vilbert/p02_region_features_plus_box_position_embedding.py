"""ViLBERT image embeddings: (N, R, 2048)-like region features and (N, R, 5) normalised box coordinates (x1, y1, x2, y2, area) each projected by `Dense(flatten=False)` to d and added with a plain `+` (both (N, R, d)), then LayerNorm and dropout."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 12), (2, 4, 5)]


class ImageEmbeddings(HybridBlock):
    def __init__(self, feat_dim=12, units=8, **kwargs):
        super(ImageEmbeddings, self).__init__(**kwargs)
        with self.name_scope():
            self.feat = nn.Dense(units, flatten=False, in_units=feat_dim)
            self.loc = nn.Dense(units, flatten=False, in_units=5)
            self.ln = nn.LayerNorm(in_channels=units)
            self.drop = nn.Dropout(0.1)

    def hybrid_forward(self, F, regions, boxes):
        return self.drop(self.ln(self.feat(regions) + self.loc(boxes)))


Net = ImageEmbeddings
