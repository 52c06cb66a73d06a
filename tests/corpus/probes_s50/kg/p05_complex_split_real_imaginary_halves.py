"""ComplEx: each embedding holds real and imaginary halves, taken apart by `F.split(num_outputs=2, axis=-1)`; the score is Re(<h, r, conj(t)>) summed over the last axis."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 3)]


def complex_parts(F, emb):
    re, im = F.split(emb, num_outputs=2, axis=-1)
    return re, im


class ComplEx(HybridBlock):
    def __init__(self, num_entities=20, num_relations=6, rank=4, **kwargs):
        super().__init__(**kwargs)
        self.num_entities, self.num_relations = num_entities, num_relations
        with self.name_scope():
            self.entity = nn.Embedding(num_entities, 2 * rank)
            self.relation = nn.Embedding(num_relations, 2 * rank)

    def hybrid_forward(self, F, triples):
        ids = F.clip(F.floor((triples + 1) * 0.5 * self.num_entities), 0, self.num_entities - 1)
        h_id, r_id, t_id = F.split(ids, num_outputs=3, axis=1, squeeze_axis=True)
        h_re, h_im = complex_parts(F, self.entity(h_id))
        r_re, r_im = complex_parts(F, self.relation(F.clip(r_id, 0, self.num_relations - 1)))
        t_re, t_im = complex_parts(F, self.entity(t_id))
        score = h_re * r_re * t_re + h_im * r_re * t_im + h_re * r_im * t_im - h_im * r_im * t_re
        return F.sum(score, axis=-1)


Net = ComplEx
