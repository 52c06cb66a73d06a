"""Transformer inputs assembled by a module helper taking the parts by keyword, `assemble(F, embed,
**parts)`, which concatenates `parts.values()` on the feature axis and embeds them."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8), (2, 8, 2), (2, 3)]


def assemble(F, embed, **parts):
    return embed(F.concat(*parts.values(), dim=2))


class KwargsAssemble(HybridBlock):
    def __init__(self, context_length=4, **kwargs):
        super().__init__(**kwargs)
        self.context_length = context_length
        with self.name_scope():
            self.embed = nn.Dense(8, flatten=False)

    def hybrid_forward(self, F, past_target, past_time_feat, feat_static_real):
        c = self.context_length
        return assemble(
            F, self.embed,
            target=F.slice_axis(past_target, axis=1, begin=-c, end=None).expand_dims(axis=2),
            time=F.slice_axis(past_time_feat, axis=1, begin=-c, end=None),
            static=F.repeat(feat_static_real.expand_dims(axis=1), repeats=c, axis=1),
        )


Net = KwargsAssemble
