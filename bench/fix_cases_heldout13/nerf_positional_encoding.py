"""NeRF positional encoding run as a `HybridLambda`: the frequency bands are
`2.0 ** F.linspace(..., dtype=tensor.dtype, ctx=tensor.context)` (`.dtype`/`.context` are
NDArray-only) and the encoding loops `for freq in frequency_bands` over that tensor (one pass over
a Symbol's outputs after hybridize(), not one per band).

Source: Tubbz-alt/nerf_gluon @ 0ecb461a34, nerf_utils.py (positional_encoding and
get_embedding_function, which wraps it in `gluon.nn.HybridLambda`), unchanged; `Net` is
get_embedding_function with 3 encoding functions (the training scripts use 6 and 4). An input of 4
points.
"""
from mxnet import nd, gluon

INPUTS = [(4, 3)]


def positional_encoding(F, tensor, num_encoding_functions=6, include_input=True, log_sampling=True):
    r"""Apply positional encoding to the input.

    Args:
        tensor: Input tensor to be positionally encoded.
        num_encoding_functions: Number of encoding functions used to compute
            a positional encoding (default: 6).
        include_input: Whether or not to include the input in the
            positional encoding (default: True).

    Returns:
    (nd.array): Positional encoding of the input tensor.
    """
    # TESTED
    # Trivially, the input tensor is added to the positional encoding.
    encoding = [tensor] if include_input else []
    if log_sampling:
        frequency_bands = 2.0 ** F.linspace(0.0, num_encoding_functions - 1, num_encoding_functions,
                                            dtype=tensor.dtype, ctx=tensor.context)
    else:
        frequency_bands = F.linspace(2.0 ** 0.0, 2.0 ** (num_encoding_functions - 1), num_encoding_functions,
                                     dtype=tensor.dtype, ctx=tensor.context)

    for freq in frequency_bands:
        for func in [F.sin, F.cos]:
            encoding.append(func(tensor * freq))

    # Special case, for no positional encoding
    if len(encoding) == 1:
        return encoding[0]
    else:
        return F.concat(*encoding, dim=-1)


def get_embedding_function(num_encoding_functions=6, include_input=True, log_sampling=True):
    r"""Returns a lambda function that internally calls positional_encoding.
    """
    # return lambda x: positional_encoding(x, num_encoding_functions, include_input, log_sampling)
    return gluon.nn.HybridLambda(lambda F, x: positional_encoding(F, x, num_encoding_functions,
                                                                  include_input, log_sampling))


def Net():
    return get_embedding_function(num_encoding_functions=3)
