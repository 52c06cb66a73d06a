"""The Behaviour Sequence Transformer recommender (Alibaba's BST, "Barebones BST transformer based
recommender"): a clicked-item sequence through an embedding, a BST positional embedding, one
multi-head self-attention block and a position-wise FFN, concatenated with the embedded other
features and scored by a LeakyReLU MLP.  ``hybrid_forward`` takes the positional table from
``self._get_positional``, which returns ``mx.nd.array(encoding)`` (a numpy table), and joins the two
branches with ``mx.ndarray.concat``; eagerly both are NDArrays, hybridized ``F.Embedding`` gets a
Symbol index with an NDArray weight and ``mx.ndarray.concat`` gets Symbols.

Source: a public Gluon BST implementation (stored id 16027491011, its repository not named in the
store; the same code inlined with its ``transformer_blocks`` in a RecoHut notebook, stored id
47034662918), ``Rec`` and the attention/FFN blocks of ``transformer_blocks`` as written (their
docstrings dropped).  ``transformer_blocks`` subclasses GluonNLP 0.x's ``AttentionCell``;
``AttentionCell`` below is GluonNLP's base class as GluonNLP 0.9 defines it, so the file runs
without GluonNLP.  Sizes as the file sets them (sequence 32, 8 heads, 32 units); inputs: a batch of
2 item sequences and 2 rows of other features, (2, 32) each.
"""
import numpy as np

import mxnet as mx
from mxnet import gluon
from mxnet.gluon import nn
from mxnet.gluon.nn import HybridBlock, HybridSequential, LeakyReLU
from mxnet.gluon.block import HybridBlock
from mxnet.ndarray import L2Normalization

INPUTS = [(2, 32), (2, 32)]


class AttentionCell(HybridBlock):
    # GluonNLP 0.9's gluonnlp.model.attention_cell.AttentionCell
    def __init__(self, prefix=None, params=None):
        self._dtype = np.float32
        super(AttentionCell, self).__init__(prefix=prefix, params=params)

    def cast(self, dtype):
        self._dtype = dtype
        super(AttentionCell, self).cast(dtype)

    def _compute_weight(self, F, query, key, mask=None):
        raise NotImplementedError

    def _read_by_weight(self, F, att_weights, value):
        output = F.batch_dot(att_weights, value)
        return output

    def __call__(self, query, key, value=None, mask=None):
        return super(AttentionCell, self).__call__(query, key, value, mask)

    def forward(self, query, key, value=None, mask=None):
        if value is None:
            value = key
        if mask is None:
            return super(AttentionCell, self).forward(query, key, value)
        else:
            return super(AttentionCell, self).forward(query, key, value, mask)

    def hybrid_forward(self, F, query, key, value, mask=None):
        att_weights = self._compute_weight(F, query, key, mask)
        context_vec = self._read_by_weight(F, att_weights, value)
        return context_vec, att_weights


_SEQ_LEN = 32
_OTHER_LEN = 32
_EMB_DIM = 32
_NUM_HEADS = 8
_DROP = 0.2
_UNITS = 32


def _masked_softmax(F, att_score, mask, dtype):
    if mask is not None:
        # Fill in the masked scores with a very small value
        neg = -1e18
        if np.dtype(dtype) == np.float16:
            neg = -1e4
        else:
            try:
                # if AMP (automatic mixed precision) is enabled, -1e18 will cause NaN.
                from mxnet.contrib import amp
                if amp.amp._amp_initialized:
                    neg = -1e4
            except ImportError:
                pass
        att_score = F.where(mask, att_score, neg * F.ones_like(att_score))
        att_weights = F.softmax(att_score, axis=-1) * mask
    else:
        att_weights = F.softmax(att_score, axis=-1)
    return att_weights


def _get_attention_cell(attention_cell, units=None,
                        scaled=True, num_heads=None,
                        use_bias=False, dropout=0.0, activation='relu'):
    if isinstance(attention_cell, str):
        if attention_cell == 'scaled_luong':
            return DotProductAttentionCell(units=units, scaled=True, normalized=False,
                                           use_bias=use_bias, dropout=dropout, luong_style=True)
        elif attention_cell == 'scaled_dot':
            return DotProductAttentionCell(units=units, scaled=True, normalized=False,
                                           use_bias=use_bias, dropout=dropout, luong_style=False)
        elif attention_cell == 'dot':
            return DotProductAttentionCell(units=units, scaled=False, normalized=False,
                                           use_bias=use_bias, dropout=dropout, luong_style=False)
        elif attention_cell == 'cosine':
            return DotProductAttentionCell(units=units, scaled=False, use_bias=use_bias,
                                           dropout=dropout, normalized=True)
        elif attention_cell == 'multi_head':
            base_cell = DotProductAttentionCell(scaled=scaled, dropout=dropout, activation=activation)
            return MultiHeadAttentionCell(base_cell=base_cell, query_units=units, use_bias=use_bias,
                                          key_units=units, value_units=units, num_heads=num_heads
                                          )
        else:
            raise NotImplementedError
    else:
        assert isinstance(attention_cell, AttentionCell),\
            'attention_cell must be either string or AttentionCell. Received attention_cell={}'\
                .format(attention_cell)
        return attention_cell


class DotProductAttentionCell(AttentionCell):
    def __init__(self, units=None, luong_style=False, scaled=True, normalized=False, use_bias=True,
                 activation=None,
                 dropout=0.0, weight_initializer=None, bias_initializer='zeros',
                 prefix=None, params=None):
        super(DotProductAttentionCell, self).__init__(prefix=prefix, params=params)
        self._units = units
        self._scaled = scaled
        self._normalized = normalized
        self._use_bias = use_bias
        self._luong_style = luong_style
        self._dropout = dropout
        self._activation = activation

        if self._luong_style:
            assert units is not None, 'Luong style attention is not available without explicitly ' \
                                      'setting the units'
        with self.name_scope():
            self._dropout_layer = nn.Dropout(dropout)

        if self._activation is not None:
            with self.name_scope():
                self.act = gluon.nn.LeakyReLU(alpha=0.1)

        if units is not None:
            with self.name_scope():
                self._proj_query = nn.Dense(units=self._units, use_bias=self._use_bias,
                                            flatten=False, weight_initializer=weight_initializer,
                                            bias_initializer=bias_initializer,
                                            prefix='query_')

                if not self._luong_style:
                    self._proj_key = nn.Dense(units=self._units, use_bias=self._use_bias,
                                              flatten=False, weight_initializer=weight_initializer,
                                              bias_initializer=bias_initializer, prefix='key_')
        if self._normalized:
            with self.name_scope():
                self._l2_norm = L2Normalization(axis=-1)

    def _compute_weight(self, F, query, key, mask=None):
        if self._units is not None:
            query = self._proj_query(query)

            # leakyrelu activation per alibaba rec article is used in self-attention and ffn
            if self._activation is not None:
                query = self.act(query)

            if not self._luong_style:
                key = self._proj_key(key)

                # leakyrelu activation per alibaba rec article is used in self-attention and ffn
                if self._activation is not None:
                    key = self.act(key)

            elif F == mx.nd:
                assert query.shape[-1] == key.shape[-1], 'Luong style attention requires key to ' \
                                                         'have the same dim as the projected ' \
                                                         'query. Received key {}, query {}.'.format(
                                                             key.shape, query.shape)
        if self._normalized:
            query = self._l2_norm(query)
            key = self._l2_norm(key)
        if self._scaled:
            query = F.contrib.div_sqrt_dim(query)

        att_score = F.batch_dot(query, key, transpose_b=True)

        att_weights = self._dropout_layer(_masked_softmax(F, att_score, mask, self._dtype))
        return att_weights


class MultiHeadAttentionCell(AttentionCell):
    def __init__(self, base_cell, query_units, key_units, value_units, num_heads, use_bias=True,
                 weight_initializer=None, bias_initializer='zeros', prefix=None, params=None):
        super(MultiHeadAttentionCell, self).__init__(prefix=prefix, params=params)
        self._base_cell = base_cell
        self._num_heads = num_heads
        self._use_bias = use_bias
        units = {'query': query_units, 'key': key_units, 'value': value_units}
        for name, unit in units.items():
            if unit % self._num_heads != 0:
                raise ValueError(
                    'In MultiHeadAttetion, the {name}_units should be divided exactly'
                    ' by the number of heads. Received {name}_units={unit}, num_heads={n}'.format(
                        name=name, unit=unit, n=num_heads))
            setattr(self, '_{}_units'.format(name), unit)
            with self.name_scope():
                setattr(
                    self, 'proj_{}'.format(name),
                    nn.Dense(units=unit, use_bias=self._use_bias, flatten=False,
                             weight_initializer=weight_initializer,
                             bias_initializer=bias_initializer, prefix='{}_'.format(name)))

    def __call__(self, query, key, value=None, mask=None):
        return super(MultiHeadAttentionCell, self).__call__(query, key, value, mask)

    def _project(self, F, name, x):
        # Shape (batch_size, query_length, query_units)
        x = getattr(self, 'proj_{}'.format(name))(x)
        # Shape (batch_size * num_heads, query_length, ele_units)
        x = F.transpose(x.reshape(shape=(0, 0, self._num_heads, -1)),
                        axes=(0, 2, 1, 3))\
             .reshape(shape=(-1, 0, 0), reverse=True)
        return x

    def _compute_weight(self, F, query, key, mask=None):
        query = self._project(F, 'query', query)
        key = self._project(F, 'key', key)
        if mask is not None:
            mask = F.broadcast_axis(F.expand_dims(mask, axis=1),
                                    axis=1, size=self._num_heads)\
                    .reshape(shape=(-1, 0, 0), reverse=True)
        att_weights = self._base_cell._compute_weight(F, query, key, mask)
        return att_weights.reshape(shape=(-1, self._num_heads, 0, 0), reverse=True)

    def _read_by_weight(self, F, att_weights, value):
        att_weights = att_weights.reshape(shape=(-1, 0, 0), reverse=True)
        value = self._project(F, 'value', value)
        context_vec = self._base_cell._read_by_weight(F, att_weights, value)
        context_vec = F.transpose(context_vec.reshape(shape=(-1, self._num_heads, 0, 0),
                                                      reverse=True),
                                  axes=(0, 2, 1, 3)).reshape(shape=(0, 0, -1))
        return context_vec


def _get_layer_norm(use_bert, units, layer_norm_eps=None):
    # from gluonnlp.model.bert import BERTLayerNorm
    layer_norm = nn.LayerNorm
    if layer_norm_eps:
        return layer_norm(in_channels=units, epsilon=layer_norm_eps)
    else:
        return layer_norm(in_channels=units)


class BasePositionwiseFFN(HybridBlock):
    def __init__(self, units=512, hidden_size=2048, dropout=0.0, use_residual=True,
                 weight_initializer=None, bias_initializer='zeros', activation='leakyrelu',
                 use_bert_layer_norm=False, ffn1_dropout=False, prefix=None, params=None,
                 layer_norm_eps=None):
        super(BasePositionwiseFFN, self).__init__(prefix=prefix, params=params)
        self._hidden_size = hidden_size
        self._units = units
        self._use_residual = use_residual
        self._dropout = dropout
        self._ffn1_dropout = ffn1_dropout
        with self.name_scope():
            self.ffn_1 = nn.Dense(units=hidden_size, flatten=False,
                                  weight_initializer=weight_initializer,
                                  bias_initializer=bias_initializer,
                                  prefix='ffn_1_')
            self.activation = self._get_activation(activation) if activation else None
            self.ffn_2 = nn.Dense(units=units, flatten=False,
                                  weight_initializer=weight_initializer,
                                  bias_initializer=bias_initializer,
                                  prefix='ffn_2_')
            if dropout:
                self.dropout_layer = nn.Dropout(rate=dropout)
            self.layer_norm = _get_layer_norm(use_bert_layer_norm, units,
                                              layer_norm_eps=layer_norm_eps)

    def _get_activation(self, act):
        """Get activation block based on the name. """
        if isinstance(act, str):

            # per alibaba rec article leakyRELU is used in self-attention and ffn
            if act.lower() == 'leakyrelu':
                return gluon.nn.LeakyReLU(alpha=0.1)
            else:
                return gluon.nn.Activation(act)
        assert isinstance(act, gluon.Block)
        return act

    def hybrid_forward(self, F, inputs):  # pylint: disable=arguments-differ
        # pylint: disable=unused-argument
        outputs = self.ffn_1(inputs)
        if self.activation:
            outputs = self.activation(outputs)
        if self._dropout and self._ffn1_dropout:
            outputs = self.dropout_layer(outputs)
        outputs = self.ffn_2(outputs)
        if self.activation:
            outputs = self.activation(outputs)
        if self._dropout:
            outputs = self.dropout_layer(outputs)
        if self._use_residual:
            outputs = outputs + inputs
        outputs = self.layer_norm(outputs)
        return outputs


class PositionwiseFFN(BasePositionwiseFFN):
    def __init__(self, units=512, hidden_size=2048, dropout=0.0, use_residual=True,
                 ffn1_dropout=False, weight_initializer=None, bias_initializer='zeros', prefix=None,
                 params=None, activation='relu', layer_norm_eps=None):
        super(PositionwiseFFN, self).__init__(
            units=units,
            hidden_size=hidden_size,
            dropout=dropout,
            use_residual=use_residual,
            weight_initializer=weight_initializer,
            bias_initializer=bias_initializer,
            prefix=prefix,
            params=params,
            # extra configurations for transformer
            activation=activation,
            use_bert_layer_norm=False,
            layer_norm_eps=layer_norm_eps,
            ffn1_dropout=ffn1_dropout)


def _position_encoding_init(max_length, dim):
    """Init the sinusoid position encoding table """
    position_enc = np.arange(max_length).reshape((-1, 1)) \
                   / (np.power(10000, (2. / dim) * np.arange(dim).reshape((1, -1))))
    position_enc[:, 0::2] = np.sin(position_enc[:, 0::2])
    position_enc[:, 1::2] = np.cos(position_enc[:, 1::2])
    return position_enc

def _position_encoding_init_BST(max_length, dim):
    """For the BST recommender, the positional embedding takes the time of item being clicked as
    input feature and calculates the position value of item vi as p(vt) - p(vi) where
    p(vt) is recommending time and p(vi) is time the user clicked on item vi

    """
    # Assume position_enc is the p(vt) - p(vi) fed as input
    position_enc = np.arange(max_length).reshape((-1, 1)) \
                   / (np.power(10000, (2. / dim) * np.arange(dim).reshape((1, -1))))
    return position_enc

class Rec(HybridBlock):
    """Alibaba transformer based recommender"""
    def __init__(self, **kwargs):
        super(Rec, self).__init__(**kwargs)
        with self.name_scope():
            self.otherfeatures = nn.Embedding(input_dim=_OTHER_LEN,
                                               output_dim=_EMB_DIM)
            self.features = nn.Embedding(input_dim=_SEQ_LEN,
                                           output_dim=_EMB_DIM)
            # Transformer layers
            # Multi-head attention with base cell scaled dot-product attention
            # Use b=1 self-attention blocks per article recommendation
            self.cell = _get_attention_cell('multi_head',
                                            units=_UNITS,
                                            scaled=True,
                                            dropout=_DROP,
                                            num_heads=_NUM_HEADS,
                                            use_bias=False)
            self.proj = nn.Dense(units=_UNITS,
                                 use_bias=False,
                                 bias_initializer='zeros',
                                 weight_initializer=None,
                                 flatten=False
                                 )
            self.drop_out_layer = nn.Dropout(rate=_DROP)
            self.ffn = PositionwiseFFN(hidden_size=_UNITS,
                                       use_residual=True,
                                       dropout=_DROP,
                                       units=_UNITS,
                                       weight_initializer=None,
                                       bias_initializer='zeros',
                                       activation='leakyrelu'
                                       )
            self.layer_norm = nn.LayerNorm(in_channels=_UNITS)
            # Final MLP layers; BST dimensions in the article were 1024, 512, 256
            self.output = HybridSequential()
            self.output.add(nn.Dense(8))
            self.output.add(LeakyReLU(alpha=0.1))
            self.output.add(nn.Dense(4))
            self.output.add(LeakyReLU(alpha=0.1))
            self.output.add(nn.Dense(2))
            self.output.add(LeakyReLU(alpha=0.1))
            self.output.add(nn.Dense(1))

    def _arange_like(self, F, inputs, axis):
        """Helper function to generate indices of a range"""
        if F == mx.ndarray:
            seq_len = inputs.shape[axis]
            arange = F.arange(seq_len, dtype=inputs.dtype, ctx=inputs.context)
        else:
            input_axis = inputs.slice(begin=(0, 0, 0), end=(1, None, 1)).reshape((-1))
            zeros = F.zeros_like(input_axis)
            arange = F.arange(start=0, repeat=1, step=1,
                              infer_range=True, dtype=inputs.dtype)
            arange = F.elemwise_add(arange, zeros)
            # print(arange)
        return arange

    def _get_positional(self, weight_type, max_length, units):
        if weight_type == 'sinusoidal':
            encoding = _position_encoding_init(max_length, units)
        elif weight_type == 'BST':
            # BST position fed as input
            encoding = _position_encoding_init_BST(max_length, units)
        else:
            raise ValueError('Not known')
        return mx.nd.array(encoding)

    def hybrid_forward(self, F, x, x_other, mask=None):
        # The manually engineered features
        x1 = self.otherfeatures(x_other)

        # The transformer encoder
        steps = self._arange_like(F, x, axis=1)
        x = self.features(x)
        position_weight = self._get_positional('BST', _SEQ_LEN, _UNITS)
        # add positional embedding
        positional_embedding = F.Embedding(steps, position_weight, _SEQ_LEN, _UNITS)
        x = F.broadcast_add(x, F.expand_dims(positional_embedding, axis=0))
        # attention cell with dropout
        out_x, attn_w = self.cell(x, x, x, mask)
        out_x = self.proj(out_x)
        out_x = self.drop_out_layer(out_x)
        # add and norm
        out_x = x + out_x
        out_x = self.layer_norm(out_x)
        # ffn
        out_x = self.ffn(out_x)

        # concat engineered features with transformer representations
        out_x = mx.ndarray.concat(out_x, x1)
        # leakyrelu final layers
        out_x = self.output(out_x)
        return out_x


class Net(Rec):
    pass
