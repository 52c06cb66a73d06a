"""ComplEx port that finds the half width from the embedding itself, `emb.shape[-1] // 2`, and cuts the halves by `slice_axis`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 3)]


class Net(HybridBlock):
    def __init__(self, num_entities=20, rank=4, **kwargs):
        super().__init__(**kwargs)
        self.num_entities = num_entities
        with self.name_scope():
            self.entity = nn.Embedding(num_entities, 2 * rank)
            self.relation = nn.Embedding(num_entities, 2 * rank)

    def _halves(self, F, emb):
        half = emb.shape[-1] // 2
        return (F.slice_axis(emb, axis=-1, begin=0, end=half),
                F.slice_axis(emb, axis=-1, begin=half, end=None))

    def hybrid_forward(self, F, triples):
        ids = F.clip(F.floor((triples + 1) * 0.5 * self.num_entities), 0, self.num_entities - 1)
        h_id, r_id, t_id = F.split(ids, num_outputs=3, axis=1, squeeze_axis=True)
        h_re, h_im = self._halves(F, self.entity(h_id))
        r_re, r_im = self._halves(F, self.relation(r_id))
        t_re, t_im = self._halves(F, self.entity(t_id))
        return F.sum(h_re * r_re * t_re + h_im * r_re * t_im + h_re * r_im * t_im - h_im * r_im * t_re,
                     axis=-1)
