"""RotatE: the relation embedding is a phase (scaled by `pi / embedding_range`), rotating the complex head by `cos`/`sin`; the distance to the tail is the modulus summed over the last axis."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 3)]


class RotatE(HybridBlock):
    def __init__(self, num_entities=20, num_relations=6, dim=4, gamma=12.0, epsilon=2.0, **kwargs):
        super().__init__(**kwargs)
        self.num_entities, self.num_relations, self.gamma = num_entities, num_relations, gamma
        self.embedding_range = (gamma + epsilon) / dim
        with self.name_scope():
            self.entity = nn.Embedding(num_entities, 2 * dim)
            self.relation = nn.Embedding(num_relations, dim)

    def hybrid_forward(self, F, triples):
        ids = F.clip(F.floor((triples + 1) * 0.5 * self.num_entities), 0, self.num_entities - 1)
        h_id, r_id, t_id = F.split(ids, num_outputs=3, axis=1, squeeze_axis=True)
        h_re, h_im = F.split(self.entity(h_id), num_outputs=2, axis=-1)
        t_re, t_im = F.split(self.entity(t_id), num_outputs=2, axis=-1)
        phase = self.relation(F.clip(r_id, 0, self.num_relations - 1)) / (self.embedding_range / math.pi)
        r_re, r_im = F.cos(phase), F.sin(phase)
        d_re = h_re * r_re - h_im * r_im - t_re
        d_im = h_re * r_im + h_im * r_re - t_im
        return self.gamma - F.sum(F.sqrt(F.square(d_re) + F.square(d_im) + 1e-9), axis=-1)


Net = RotatE
