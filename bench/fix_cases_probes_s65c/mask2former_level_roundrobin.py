"""Mask2Former's transformer decoder over a multi-scale pyramid: learnable query features and
query positions (`nn.Embedding` weights read with `.data()` and tiled over the batch
`bs = x0.shape[0]`), each level projected, flattened and given its level embedding
(`level_embed.weight.data()[i]`), and the layers visiting the three levels round-robin
(`level_index = i % self.num_feature_levels`), a cross-attention then an FFN each."""
import math

from mxnet.gluon import nn


INPUTS = [(2, 6, 8, 8), (2, 6, 4, 4), (2, 6, 2, 2)]


class Net(nn.HybridBlock):
    def __init__(self, in_channels=6, hidden_dim=8, num_queries=4, num_layers=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.num_feature_levels = 3
        self.num_layers = num_layers
        self.hidden_dim = hidden_dim
        with self.name_scope():
            self.query_feat = nn.Embedding(num_queries, hidden_dim)
            self.query_embed = nn.Embedding(num_queries, hidden_dim)
            self.level_embed = nn.Embedding(self.num_feature_levels, hidden_dim)
            self.input_proj = nn.HybridSequential()
            for _ in range(self.num_feature_levels):
                self.input_proj.add(nn.Conv2D(hidden_dim, 1, in_channels=in_channels))
            self.ffn = nn.HybridSequential()
            for _ in range(num_layers):
                self.ffn.add(nn.Dense(hidden_dim, in_units=hidden_dim, flatten=False,
                                      activation='relu'))

    def hybrid_forward(self, F, x0, x1, x2):
        x = [x0, x1, x2]
        src = []
        for i in range(self.num_feature_levels):
            feat = self.input_proj[i](x[i])
            bs, c = feat.shape[:2]
            feat = feat.reshape((bs, c, -1)).transpose((0, 2, 1))
            src.append(feat + self.level_embed.weight.data()[i].reshape((1, 1, -1)))
        query_embed = self.query_embed.weight.data().expand_dims(0).tile((bs, 1, 1))
        output = self.query_feat.weight.data().expand_dims(0).tile((bs, 1, 1))
        for i in range(self.num_layers):
            level_index = i % self.num_feature_levels
            memory = src[level_index]
            score = F.batch_dot(output + query_embed, memory, transpose_b=True)
            attn = F.softmax(score / math.sqrt(self.hidden_dim), axis=-1)
            output = output + F.batch_dot(attn, memory)
            output = output + self.ffn[i](output)
        return output
