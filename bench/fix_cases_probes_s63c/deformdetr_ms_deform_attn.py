"""Deformable DETR's multi-scale deformable attention (MSDeformAttn) over two feature levels: the
spatial shapes read from the maps `(f.shape[2], f.shape[3])`, level start indices by a running sum
of `H_ * W_`, the value maps flattened, projected and split back per level by
`value[:, start:start + H_ * W_]`, sampling locations as reference points plus offsets normalised by
`nd.array([W_, H_])`, bilinear sampling per level and the attention weights summed over points."""
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 5, 8), (2, 8, 4, 4), (2, 8, 2, 2)]


class Net(nn.HybridBlock):
    def __init__(self, d_model=8, n_levels=2, n_heads=2, n_points=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.d_model = d_model
        self.n_levels = n_levels
        self.n_heads = n_heads
        self.n_points = n_points
        with self.name_scope():
            self.sampling_offsets = nn.Dense(n_heads * n_levels * n_points * 2, in_units=d_model,
                                             flatten=False)
            self.attention_weights = nn.Dense(n_heads * n_levels * n_points, in_units=d_model,
                                              flatten=False)
            self.value_proj = nn.Dense(d_model, in_units=d_model, flatten=False)
            self.output_proj = nn.Dense(d_model, in_units=d_model, flatten=False)
            self.reference = nn.Dense(2, in_units=d_model, flatten=False)

    def hybrid_forward(self, F, query, src0, src1):
        srcs = [src0, src1]
        spatial_shapes = [(s.shape[2], s.shape[3]) for s in srcs]
        level_start_index = [0]
        for H_, W_ in spatial_shapes[:-1]:
            level_start_index.append(level_start_index[-1] + H_ * W_)
        src = F.concat(*[s.reshape((0, 0, -1)).transpose((0, 2, 1)) for s in srcs], dim=1)

        N, Len_q, _ = query.shape
        value = self.value_proj(src).reshape((N, -1, self.n_heads, self.d_model // self.n_heads))
        reference_points = F.sigmoid(self.reference(query)).reshape((N, Len_q, 1, 1, 2))
        offsets = self.sampling_offsets(query).reshape(
            (N, Len_q, self.n_heads, self.n_levels, self.n_points * 2))
        weights = F.softmax(self.attention_weights(query).reshape(
            (N, Len_q, self.n_heads, self.n_levels * self.n_points)), axis=-1)
        weights = weights.reshape((N, Len_q, self.n_heads, self.n_levels, self.n_points))

        output = 0
        for lvl, (H_, W_) in enumerate(spatial_shapes):
            start = level_start_index[lvl]
            value_l = value[:, start:start + H_ * W_].transpose((0, 2, 3, 1)).reshape(
                (N * self.n_heads, -1, H_, W_))
            normalizer = nd.array([W_, H_])
            offset_l = offsets[:, :, :, lvl].reshape((N, Len_q, self.n_heads, self.n_points, 2))
            loc = reference_points + offset_l / normalizer
            grid = (loc * 2 - 1).transpose((0, 2, 4, 1, 3)).reshape(
                (N * self.n_heads, 2, Len_q, self.n_points))
            sampled = F.BilinearSampler(value_l, grid)
            w = weights[:, :, :, lvl].transpose((0, 2, 1, 3)).reshape(
                (N * self.n_heads, 1, Len_q, self.n_points))
            output = output + (sampled * w).sum(axis=-1)
        output = output.reshape((N, self.d_model, Len_q)).transpose((0, 2, 1))
        return self.output_proj(output)
